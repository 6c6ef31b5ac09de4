import { ErrorPage } from '../../components/ui/error-page';

/** Any path the game does not know. */
export function Component() {
  return <ErrorPage status={404} />;
}
