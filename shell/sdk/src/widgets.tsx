/**
 * The interactive widgets of the UI kit (menus, dialogs, drawers, tooltips, toasts, tabs, form controls built on
 * state machines). They are a second shared singleton, `@forge/shell-sdk/widgets`, so the ~80 KB they weigh
 * loads with the pages that use them instead of before the shell's first paint.
 */
export {
  Accordion,
  Avatar,
  Checkbox,
  Dialog,
  Drawer,
  FileUpload,
  Menu,
  Pagination,
  Popover,
  Progress,
  RadioGroup,
  Switch,
  Tabs,
  Toast,
  Toaster,
  Tooltip,
} from '@chakra-ui/react';
