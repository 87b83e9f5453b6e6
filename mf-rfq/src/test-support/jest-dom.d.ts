// Types for Testing Library's DOM matchers (registered in the shared jest setup).
import '@testing-library/jest-dom';
