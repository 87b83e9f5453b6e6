/**
 * The interactive widgets of the UI kit (dialogs, drawers, tooltips, toasts, form controls built on
 * state machines). They are a second shared singleton, `@forge/shell-sdk/widgets`, so the ~80 KB they weigh
 * loads with the pages that use them instead of before the shell's first paint.
 */
export {
  Avatar,
  Checkbox,
  Dialog,
  Drawer,
  Progress,
  RadioGroup,
  Toast,
  Toaster,
  Tooltip,
} from '@chakra-ui/react';
// The product's dialogs, built on Dialog.
export { ActionDialog, ConfirmDialog, DialogActions } from './confirm-dialog';
