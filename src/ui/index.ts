/** The public face of the design system: pages and routes import from here. */
export { UiProvider } from './provider';
export { system } from './theme/system';
export { toaster, Toaster, TOAST_DURATION_MS, TOAST_PLACEMENT } from './components/toaster/toaster';
export { ColorModeProvider, useColorMode, COLOR_MODE_STORAGE_KEY } from './components/color-mode/color-mode';
export type { ColorModePreference } from './components/color-mode/color-mode';
export { PageHeader } from './components/page-header/page-header';
export type { PageHeaderProps } from './components/page-header/page-header';
export { EmptyState } from './components/empty-state/empty-state';
export { AccessDenied } from './components/access-denied/access-denied';
export { GatedButton } from './components/gated-button/gated-button';
export { StockLedger } from './components/stock-ledger/stock-ledger';
export type { StockLedgerLine, StockLedgerProps } from './components/stock-ledger/stock-ledger';
export type { GatedButtonProps } from './components/gated-button/gated-button';
export type { AccessDeniedProps } from './components/access-denied/access-denied';
export { ErrorState } from './components/error-state/error-state';
export { LoadingState } from './components/loading-state/loading-state';
export { Breadcrumbs } from './components/breadcrumbs/breadcrumbs';
export type { BreadcrumbStep } from './components/breadcrumbs/breadcrumbs';
export { Sidebar, SidebarCollapseButton } from './components/sidebar/sidebar';
export type { NavItem, SidebarProps } from './components/sidebar/sidebar';
export { Header, ThemeSwitch } from './components/header/header';
export type { HeaderProps, HeaderUser, HeaderNotification } from './components/header/header';
export { AppShell } from './components/app-shell/app-shell';
export { GlobalSearch } from './components/global-search/global-search';
export type { SearchTarget } from './components/global-search/global-search';
export { Tooltip } from './components/tooltip/tooltip';
export { DemoSection, DemoGrid } from './components/demo-section/demo-section';
export type { DemoSectionProps } from './components/demo-section/demo-section';
// Charts load ECharts on first use: LazyChart is the import; the Chart module itself stays out of the barrel.
export { LazyChart } from './components/chart/lazy-chart';
export type { ChartOption, ChartProps, ChartSummary, ChartTheme } from './components/chart/chart-types';
export { AuthFrame } from './components/auth-frame/auth-frame';
export type { AuthFrameProps, AuthFrameVariant } from './components/auth-frame/auth-frame';
export { PasswordField } from './components/password-field/password-field';
export type { PasswordFieldProps } from './components/password-field/password-field';
export { PasswordStrengthMeter, strengthLevel } from './components/password-strength-meter/password-strength-meter';
export type {
  PasswordRuleState,
  PasswordStrengthMeterProps,
} from './components/password-strength-meter/password-strength-meter';
export { CodeInput } from './components/code-input/code-input';
export type { CodeInputProps } from './components/code-input/code-input';
export { Countdown, remainingTime, describeRemaining } from './components/countdown/countdown';
export type { CountdownProps, RemainingTime } from './components/countdown/countdown';
export { DataTable } from './components/data-table/data-table';
export type {
  DataTableProps,
  DataTableExport,
  DataTableExportScope,
  DataTableBulkContext,
  DataTableColumnVisibility,
} from './components/data-table/data-table';
export {
  applyTableState,
  filterAndSort,
  initialTableState,
  DEFAULT_PAGE_SIZES,
} from './components/data-table/data-table-state';
export type {
  DataTableState,
  DataTableSort,
  DataTableFilter,
  DataTablePage,
  DataTableColumn,
  DataTableColumnFilter,
  DataTableFilterOption,
  DataTableValue,
} from './components/data-table/data-table-state';
export { rowsToCsv, downloadCsv, downloadText } from './components/data-table/csv';
export { useClientTable } from './components/data-table/use-client-table';
export {
  contrastRatio,
  parseColor,
  relativeLuminance,
  resolveColorToken,
  tokenContrast,
  wcagLevel,
} from './components/color-contrast/contrast';
export type { ColorMode, Rgba, WcagLevel } from './components/color-contrast/contrast';
export {
  FurnitureIllustration,
  furnitureImageSrc,
  FURNITURE_KINDS,
  FURNITURE_DESCRIPTIONS,
  FURNITURE_IMAGE_SIZE,
} from './components/illustrations/furniture-illustrations';
export type {
  FurnitureKind,
  FurnitureIllustrationProps,
} from './components/illustrations/furniture-illustrations';
export { PaginationBar, pageAfterResize } from './components/pagination/pagination-bar';
export type { PaginationBarProps } from './components/pagination/pagination-bar';
export { Rating } from './components/rating/rating';
export type { RatingProps } from './components/rating/rating';
export { TouchSlider } from './components/touch-slider/touch-slider';
export type { TouchSlide, TouchSliderProps } from './components/touch-slider/touch-slider';
export { usePrefersReducedMotion } from './components/touch-slider/use-prefers-reduced-motion';
export { SortableList } from './components/sortable-list/sortable-list';
export type { SortableListProps } from './components/sortable-list/sortable-list';
export { KanbanBoard } from './components/kanban-board/kanban-board';
export { FollowUpTimeline, formatFollowUpTime } from './components/follow-up-timeline/follow-up-timeline';
export type {
  FollowUpLabel,
  FollowUpTimelineItem,
  FollowUpTimelineProps,
} from './components/follow-up-timeline/follow-up-timeline';
// The calendar loads FullCalendar on first use: LazyEventCalendar is the import.
export { LazyEventCalendar } from './components/event-calendar/lazy-event-calendar';
export { EVENT_CALENDAR_VIEWS } from './components/event-calendar/event-calendar-types';
export type {
  EventCalendarChange,
  EventCalendarEvent,
  EventCalendarProps,
  EventCalendarRange,
  EventCalendarSlot,
  EventCalendarView,
} from './components/event-calendar/event-calendar-types';
export type { KanbanBoardProps, KanbanColumn } from './components/kanban-board/kanban-board';
export {
  usePersistedOrder,
  reconcileOrder,
  readStoredOrder,
} from './components/sortable-list/persisted-order';
export { useScrollSpy, ScrollSpyNav } from './components/scrollspy/scrollspy';
export type {
  ScrollSpyNavItem,
  ScrollSpyNavProps,
  UseScrollSpyOptions,
} from './components/scrollspy/scrollspy';
export { AccountSheet, AccountStatement, statementAmountColumns } from './components/account-statement/account-statement';
export type {
  AccountSheetProps,
  AccountStatementProps,
} from './components/account-statement/account-statement';
export { EditSheet, RecordSheet, RecordSheetRecord } from './components/record-drawer/record-sheet';
export type {
  EditSheetProps,
  RecordSheetProps,
  RecordSheetRecordProps,
  SheetRecordQuery,
} from './components/record-drawer/record-sheet';
export { ConfirmDialog } from './components/confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { DialogFrame } from './components/dialog-frame/dialog-frame';
export type { DialogFrameProps } from './components/dialog-frame/dialog-frame';
export { DialogActions } from './components/dialog-frame/dialog-actions';
export type { DialogActionsProps } from './components/dialog-frame/dialog-actions';
// Maps load Leaflet and its stylesheet on first use: LazySiteMap is the import.
export { LazySiteMap } from './components/map/lazy-site-map';
export type { LatLng, ProjectSite, SiteBoundary, SiteMapProps } from './components/map/site-map-types';
export { FormField } from './components/form-field/form-field';
export { FormWithPreview } from './components/form-with-preview/form-with-preview';
export type { FormWithPreviewProps } from './components/form-with-preview/form-with-preview';
export type { FormFieldProps } from './components/form-field/form-field';
export { MaskedInput } from './components/masked-input/masked-input';
export type { MaskedInputProps } from './components/masked-input/masked-input';
export {
  applyMask,
  gstinCheckCharacter,
  groupIndian,
  MASK_PLACEHOLDERS,
} from './components/masked-input/masks';
export type { MaskKind, MaskResult } from './components/masked-input/masks';
export { NumberField, MoneyField } from './components/number-field/number-field';
export type { NumberFieldProps, MoneyFieldProps } from './components/number-field/number-field';
export { OptionSelect } from './components/option-select/option-select';
export type { OptionSelectChoice, OptionSelectLayout, OptionSelectProps } from './components/option-select/option-select';
export { SelectField } from './components/select-field/select-field';
export type { SelectFieldProps, SelectOption } from './components/select-field/select-field';
export { SearchableSelect } from './components/searchable-select/searchable-select';
export { SlaClock, slaClockState, describeSlaClock } from './components/sla-clock/sla-clock';
export type { SlaClockProps, SlaClockState } from './components/sla-clock/sla-clock';
export type { SearchableSelectProps } from './components/searchable-select/searchable-select';
export { FileDropzone, formatBytes } from './components/file-dropzone/file-dropzone';
export type { FileDropzoneProps } from './components/file-dropzone/file-dropzone';
export { MeasurementGrid } from './components/measurement-grid/measurement-grid';
export type { MeasurementGridProps } from './components/measurement-grid/measurement-grid';
export { measurementCellError, type MeasurementRow } from './components/measurement-grid/measurement-rules';
export { PhotoUploader } from './components/photo-uploader/photo-uploader';
export type { PhotoDetails, PhotoUploaderProps } from './components/photo-uploader/photo-uploader';
export { DocumentPreview, canPreview } from './components/document-preview/document-preview';
export type { DocumentPreviewProps } from './components/document-preview/document-preview';
export { FileUploadList } from './components/file-upload-list/file-upload-list';
export type { FileUploadListProps } from './components/file-upload-list/file-upload-list';
export { ColorField } from './components/color-field/color-field';
export type { ColorFieldProps, ColorSwatchOption } from './components/color-field/color-field';
export { RangeSliderField } from './components/range-slider-field/range-slider-field';
export type { RangeSliderFieldProps, SliderMark } from './components/range-slider-field/range-slider-field';
export { DateRangeField } from './components/date-range-field/date-range-field';
export type { DateRange, DateRangeFieldProps } from './components/date-range-field/date-range-field';
// The editor itself (Tiptap, DOMPurify) is only reachable through this lazy wrapper, so it loads on its route.
export { LazyRichTextEditor } from './components/rich-text-editor/lazy-rich-text-editor';
export type { RichTextEditorProps } from './components/rich-text-editor/rich-text-editor';
export { RichTextView } from './components/rich-text-editor/rich-text-view';
export type { RichTextViewProps } from './components/rich-text-editor/rich-text-view';
export { StatCard } from './components/stat-card/stat-card';
export type { StatCardProps } from './components/stat-card/stat-card';
export { Sparkline, sparklinePoints } from './components/stat-card/sparkline';
export type { SparklineProps } from './components/stat-card/sparkline';
export { GoalProgress } from './components/goal-progress/goal-progress';
export type { Goal, GoalProgressProps } from './components/goal-progress/goal-progress';
export { ActivityTimeline, timeAgo } from './components/activity-timeline/activity-timeline';
export type { Activity, ActivityTimelineProps } from './components/activity-timeline/activity-timeline';
export { TodoWidget } from './components/todo-widget/todo-widget';
export type { Todo, TodoWidgetProps } from './components/todo-widget/todo-widget';
export { MiniCalendar, monthWeeks } from './components/mini-calendar/mini-calendar';
export type { CalendarEvent, MiniCalendarProps } from './components/mini-calendar/mini-calendar';
export { TopList } from './components/top-list/top-list';
export type { TopListEntry, TopListProps } from './components/top-list/top-list';
export { ScrollRegion } from './components/scroll-region/scroll-region';
export type { ScrollRegionProps } from './components/scroll-region/scroll-region';
export { RangePresets } from './components/range-presets/range-presets';
export type { RangePreset, RangePresetsProps } from './components/range-presets/range-presets';
export { PaymentStageTable } from './components/payment-stage-table/payment-stage-table';
export type {
  PaymentStageRow,
  PaymentStageTableProps,
  RecordedPayment,
} from './components/payment-stage-table/payment-stage-table';
export { StageTimeline } from './components/stage-timeline/stage-timeline';
export type { StageLogItem, StageOption, StageTimelineProps } from './components/stage-timeline/stage-timeline';
export { QuotationDocument } from './components/quotation-document/quotation-document';
export type {
  QuotationDocumentLine,
  QuotationDocumentProps,
  QuotationDocumentReceived,
  QuotationDocumentTaxRow,
  QuotationDocumentTotals,
} from './components/quotation-document/quotation-document';
export { amountInWords, integerInWords } from './format/amount-in-words';
export { SignaturePad, typedSignaturePng } from './components/signature-pad/signature-pad';
export type { SignatureCapture, SignaturePadProps } from './components/signature-pad/signature-pad';
