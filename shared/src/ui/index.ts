export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Dropdown, DROPDOWN_DELAY_MS } from './Dropdown';
export type { DropdownProps, DropdownItem, DropdownLinkItem, DropdownButtonItem } from './Dropdown';
export { NotificationHost } from './NotificationHost';
export {
  notificationStore,
  showToast,
  dismissToast,
  showModal,
  closeModal,
  resetNotifications,
  useNotifications,
  uiNotify,
  MODAL_TITLE_KEY,
  MODAL_BUTTON_KEY,
} from '@topup/shared/notifications';
export type {
  NotificationState,
  ShowToastOptions,
  ShowModalOptions,
  ToastEntry,
  ToastType,
  ModalEntry,
  UiNotify,
} from '@topup/shared/notifications';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { SelectField } from './SelectField';
export type { SelectFieldProps } from './SelectField';
export { QuantityStepper } from './QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { SendCodeButton, resendSecondsOf } from './SendCodeButton';
export type { SendCodeButtonProps } from './SendCodeButton';
export { useFormErrors, filledSchema } from './useFormErrors';
export type { Errors, Parser } from './useFormErrors';
export { useRealZod } from './useRealZod';
export { RemotePage } from './RemotePage';
export { dismissFirstScreen } from './firstScreen';
export type { RemotePageProps } from './RemotePage';
export { Skeleton, LoadingState } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { EmptyState, ErrorState } from './StateMessage';
export type { EmptyStateProps, ErrorStateProps } from './StateMessage';
export { BuyBar } from './BuyBar';
export type { BuyBarProps } from './BuyBar';
export { Price } from './Price';
export { PriceSkeleton } from './PriceSkeleton';
export type { PriceProps } from './Price';
export { SizedImage } from './SizedImage';
export type { SizedImageProps } from './SizedImage';
export { copyText } from './copyText';
export { usePayWayName } from './usePayWayName';
export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { LabelChips, textColourOn } from './LabelChips';
export { ProductCard, ProductGrid } from './ProductCard';
export { ProductGridSkeleton } from './ProductGridSkeleton';
export type { ProductCardProps } from './ProductCard';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { QueryView } from './QueryView';
export type { QueryViewProps } from './QueryView';
export { StoreLink } from './StoreLink';
export { SignInFirst } from './SignInFirst';
export { CancelOrder } from './CancelOrder';
export type { CancelOrderProps } from './CancelOrder';
