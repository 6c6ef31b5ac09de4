import { Loading } from '../../components/ui/loading';
import { Logo } from '../../components/ui/logo';

/** What shows while the first route module downloads: the header and 'Loading ...'. */
export function ShellFallback() {
  return (
    <div className="app">
      <header className="site-header">
        <div className="site-header__inner">
          <Logo />
        </div>
        <div className="site-header__nav" />
      </header>
      <main className="site-main">
        <Loading />
      </main>
    </div>
  );
}
