/** The orders module's surface: what other modules and the app use of it; they import nothing else of it. */
export {
  deliverableKeyOf,
  deliverablesAnswer,
  deliverablesJsonOf,
  downloadAllowedOf,
  isDeliverableOfKey,
  sendDeliverable,
} from './deliverables.ts';
export { orderJobHandlers } from './jobs.ts';
export { isUsersOrderOfNumber, readUsersOrder } from './order-details.ts';
export { orderCountOf } from './order-reads.ts';
export { isOrderPaidOf } from './order-state.ts';
export { ordersPersonalData } from './personal-data.ts';
export { ordersRoutes } from './routes.ts';
export {
  countOrders,
  findOrderForUser,
  isPlacedWithMoreWrites,
  markOrderPaid,
  nextOrderId,
  ownsOrder,
  placedOrderSelectValues,
  placeOrder,
  placeOrderFromRowOf,
  rewardPointsFor,
  type TOrderRow,
} from './service.ts';
