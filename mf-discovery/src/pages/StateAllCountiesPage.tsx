import { CountiesListView } from '../features/geo/components/CountiesListView';

export default function StateAllCountiesPage() {
  return <CountiesListView all />;
}
