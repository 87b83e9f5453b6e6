import { useQuery, type MyActivity } from '@forge/shell-sdk';
import { MyActivitySchema } from '@forge/shell-sdk/account-contract';
import { requestParsed } from '../../lib/api-client';

export type Activity = MyActivity;

export const ACTIVITY_PATH = '/api/my-activity';

export function useMyActivity() {
  return useQuery({ queryKey: [ACTIVITY_PATH], queryFn: () => requestParsed(MyActivitySchema, 'GET', ACTIVITY_PATH) });
}
