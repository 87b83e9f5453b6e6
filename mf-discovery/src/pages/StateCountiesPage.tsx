import { CountiesListView } from '../features/geo/components/CountiesListView';

export default function StateCountiesPage() {
  return <CountiesListView all={false} />;
}
