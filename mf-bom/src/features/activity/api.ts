import { useApi, type MyActivity } from '@forge/shell-sdk';
import { MY_ACTIVITY_API } from '@forge/shell-sdk/api-contract';

export type Activity = MyActivity;

export function useMyActivity() {
  return useApi(MY_ACTIVITY_API.get);
}
