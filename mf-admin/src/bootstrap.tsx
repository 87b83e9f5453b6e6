import { mountStandalone } from '@forge/shell-sdk/harness';
import routes from './routes';

// Standalone dev harness: this remote without the shell.
mountStandalone(routes);
