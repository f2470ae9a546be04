export { CouponPage } from './CouponPage';
