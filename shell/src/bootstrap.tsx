import { runInStages, SDK_STARTUP_STAGES } from '@forge/shell-sdk/startup';

// Builds the start-up modules a group per task (see the SDK's startup.ts), then starts the app. React and the rest
// of the SDK come through the federation's shared scope, as the app itself will take them.
await runInStages([
  ['React DOM', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
  ...SDK_STARTUP_STAGES,
  ['the rest of the SDK', () => import(/* webpackMode: "eager" */ '@forge/shell-sdk')],
]);
await import(/* webpackMode: "eager" */ './start');
