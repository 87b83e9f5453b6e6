// The SDK's client helpers, under the names this remote's features use.
export { requestParsed, withQuery, errorMessageOf as errorMessage, errorStatus, errorDetails } from '@forge/shell-sdk';
