import { CountiesListView } from '../features/geo';

export default function StateAllCountiesPage() {
  return <CountiesListView all />;
}
