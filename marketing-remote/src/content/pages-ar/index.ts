import type { PageContent } from '../types';
import type { PageKey } from '../pages/index';
import { homeContent } from './home';
import { aboutContent } from './about';
import { servicesContent } from './services';
import { trainingContent } from './training';
import { monitorContent } from './monitor';
import { contactContent } from './contact';
import { comingSoonContent } from './coming-soon';

/** The Arabic twin of every English page, under the same key, so routes pair up page by page. */
export const pageContentsAr: Partial<Record<PageKey, PageContent>> = {
  home: homeContent,
  about: aboutContent,
  services: servicesContent,
  training: trainingContent,
  monitor: monitorContent,
  contact: contactContent,
  comingSoon: comingSoonContent,
};
