export { CustomerServicePage } from './CustomerServicePage';
