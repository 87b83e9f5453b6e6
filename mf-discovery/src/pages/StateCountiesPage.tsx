import { CountiesListView } from '../features/geo';

export default function StateCountiesPage() {
  return <CountiesListView all={false} />;
}
