export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { PlaceholderPage } from './PlaceholderPage';
export type { PlaceholderPageProps } from './PlaceholderPage';
