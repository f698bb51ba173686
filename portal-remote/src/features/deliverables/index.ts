/** Deliverables as the rest of the portal sees them: staff's panel and the client's list. */
export { DeliverablesAdmin } from './DeliverablesAdmin';
export { ClientDeliverables } from './ClientDeliverables';
