import { createClassMerger } from '@swat/shared-contracts';

/** The portal's class merger, for its `pt:` utilities (see shared-contracts' class-merge). */
export const cn = createClassMerger('pt');
