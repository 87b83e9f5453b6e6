import { LandingView } from '../features/landing';

export default function LandingPage() {
  return <LandingView />;
}
