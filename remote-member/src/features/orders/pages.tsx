export { OrderListPage } from './OrderListPage';
export { OrderDetailPage } from './OrderDetailPage';
export { OrderHistoryPage } from '../orderHistory/OrderHistoryPage';
