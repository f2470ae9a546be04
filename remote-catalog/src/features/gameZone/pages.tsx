export { CategoryListPage } from './CategoryListPage';
