// The public surface of features/careers: what pages and other features may import (lint: forge/feature-zones).
export { useCareer, useCareers } from './api';
export { ApplyForm } from './components/ApplyForm';
