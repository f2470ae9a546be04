export { ProductDetailPage } from './ProductDetailPage';
export { EmptyProductPage } from './EmptyProductPage';
