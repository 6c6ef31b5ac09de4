import { Loading } from '../../components/ui/loading';

/** A page still loading what it shows: its title, kept for screen readers, over Loading ... */
export function PageLoading({ title }: { title: string }) {
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <Loading />
    </>
  );
}
