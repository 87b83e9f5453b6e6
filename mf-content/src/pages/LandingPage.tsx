import { LandingView } from '../features/landing/LandingView';

export default function LandingPage() {
  return <LandingView />;
}
