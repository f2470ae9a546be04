export { AfterSaleListPage } from './AfterSaleListPage';
export { AfterSaleDetailPage } from './AfterSaleDetailPage';
