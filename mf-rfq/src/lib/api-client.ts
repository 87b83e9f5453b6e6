// Kept only for features/rfqs/api.ts until it imports the SDK's helpers directly (helper-E1 is changing that file).
export { requestParsed, withQuery } from '@forge/shell-sdk';
