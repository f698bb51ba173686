export { ProjectProgress } from './ProjectProgress';
export { FieldworkAdmin } from './FieldworkAdmin';
export { FieldworkPanel } from './FieldworkPanel';
export { BehindPlanList } from './BehindPlanList';
