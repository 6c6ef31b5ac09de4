import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app. */
export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
