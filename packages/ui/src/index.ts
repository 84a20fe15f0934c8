/**
 * @fuelcard/ui: the design system of the public site and the admin console.
 * Import the tokens once in the app entry: `import '@fuelcard/ui/tokens.css'`.
 * Texts come in through props; local links go through a `linkComponent` (e.g. React Router's Link).
 */

// Tokens
export * from './tokens';
export { contrastLevel, contrastRatio, relativeLuminance } from './foundations/contrast';

// Links
export { NewTabIcon, SmartLink, isExternalHref } from './components/link/SmartLink';
export type {
  LinkComponent,
  LinkComponentProps,
  SmartLinkProps,
} from './components/link/SmartLink';

// Store badges
export { StoreBadge } from './components/store-badge/StoreBadge';
export type { AppStore, StoreBadgeProps } from './components/store-badge/StoreBadge';

// Actions
export { Button, ButtonLink } from './components/button/Button';
export type {
  ButtonLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './components/button/Button';
export { UpButton } from './components/up-button/UpButton';
export type { UpButtonProps } from './components/up-button/UpButton';

// Form fields
export { TextField } from './components/text-field/TextField';
export type { TextFieldProps } from './components/text-field/TextField';
export { PasswordField } from './components/password-field/PasswordField';
export type { PasswordFieldProps } from './components/password-field/PasswordField';
export { TextArea } from './components/text-area/TextArea';
export type { TextAreaProps } from './components/text-area/TextArea';
export { Toggle } from './components/toggle/Toggle';
export type { ToggleProps } from './components/toggle/Toggle';
export { Checkbox } from './components/checkbox/Checkbox';
export type { CheckboxProps } from './components/checkbox/Checkbox';
export { Select } from './components/select/Select';
export type { SelectOption, SelectProps } from './components/select/Select';
export { NativeSelect } from './components/select/NativeSelect';
export type { NativeSelectProps } from './components/select/NativeSelect';
export { DateField } from './components/date-field/DateField';
export type { DateFieldLabels, DateFieldProps } from './components/date-field/DateField';
export { TimeField } from './components/time-field/TimeField';
export type { TimeFieldProps } from './components/time-field/TimeField';
export { formatDateText, parseDateText, parseTimeText } from './components/date-field/date-text';
export type { ParsedText } from './components/date-field/date-text';
export type { FieldTextProps } from './internal/FieldShell';

// Disclosure and overlays
export { Accordion } from './components/accordion/Accordion';
export type { AccordionItem, AccordionProps } from './components/accordion/Accordion';
export { Faq } from './components/faq/Faq';
export type { FaqItem, FaqProps } from './components/faq/Faq';
export { Modal } from './components/modal/Modal';
export { ModalFrame } from './components/modal/ModalFrame';
export type { ModalFrameProps } from './components/modal/ModalFrame';
export type { ModalProps } from './components/modal/Modal';

// Navigation
export { Breadcrumbs } from './components/breadcrumbs/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './components/breadcrumbs/Breadcrumbs';
export { MenuDrawer } from './components/menu-drawer/MenuDrawer';
export type { MenuDrawerProps } from './components/menu-drawer/MenuDrawer';
export { Pagination } from './components/pagination/Pagination';
export type {
  PaginationItem,
  PaginationLabels,
  PaginationProps,
} from './components/pagination/Pagination';

// Content
export { Carousel } from './components/carousel/Carousel';
export type { CarouselItem, CarouselLabels, CarouselProps } from './components/carousel/Carousel';
export { InfoCard } from './components/info-card/InfoCard';
export type { InfoCardLink, InfoCardProps } from './components/info-card/InfoCard';
export { ServiceCard } from './components/service-card/ServiceCard';
export type { HeadingLevel, ServiceCardProps } from './components/service-card/ServiceCard';
export { DownloadCard } from './components/download-card/DownloadCard';
export type { DownloadCardProps } from './components/download-card/DownloadCard';
export { downloadFileName, safeFileName } from './components/download-card/download-file-name';
export { Table } from './components/table/Table';
export type { TableColumn, TableProps } from './components/table/Table';

// Feedback
export { Alert, ErrorLine } from './components/alert/Alert';
export type { AlertProps, AlertVariant, ErrorLineProps } from './components/alert/Alert';
export { LoadingText, Spinner } from './components/spinner/Spinner';
export { Badge } from './components/badge/Badge';
export type { BadgeProps, BadgeTone } from './components/badge/Badge';
export { ToastRegion } from './components/toast/Toast';
export type { ToastMessage, ToastRegionProps, ToastTone } from './components/toast/Toast';
export type { LoadingTextProps, SpinnerProps, SpinnerSize } from './components/spinner/Spinner';
