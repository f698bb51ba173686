import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ShellServicesContext, type ShellServices } from '@swat/shared-contracts';
import { readRuntimeConfig } from './app/runtime-config';
import { configureRemotes } from './app/federation/load-remote';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createToastStore } from './features/toasts/toast-store';
import { Toaster } from './features/toasts/Toaster';
import './styles/index.css';

const config = readRuntimeConfig();
configureRemotes(config.remotes);

const queryClient = createQueryClient();
const toastStore = createToastStore();
const services: ShellServices = { toast: toastStore.toast, dismissToast: toastStore.dismiss, config };
const router = createAppRouter(config);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Mount as soon as the code is ready; waiting for window 'load' would only delay the first paint.
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ShellServicesContext.Provider value={services}>
        <RouterProvider router={router} />
        <Toaster store={toastStore} />
      </ShellServicesContext.Provider>
    </QueryClientProvider>
  </StrictMode>,
);
