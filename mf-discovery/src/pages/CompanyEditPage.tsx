import { ButtonLink, paths, useAuth, useRouteParams, usePageMeta } from '@forge/shell-sdk';
import { PageShell, EmptyState } from '../features/common';
import { useSupplier, type Supplier, canEditSupplier, CompanyEditForm, SupplierGate } from '../features/suppliers';

function EditView({ supplier }: { supplier: Supplier }) {
  const auth = useAuth();
  usePageMeta(
    `Edit ${supplier.name}`,
    `Update the Forge profile of ${supplier.name}.`,
    paths.companyEdit(supplier.id),
  );
  const crumbs = [{ label: supplier.name, to: paths.company(supplier.id) }, { label: 'Edit' }];
  if (!canEditSupplier(auth, supplier)) {
    return (
      <PageShell title={`Edit ${supplier.name}`} crumbs={crumbs}>
        <EmptyState
          title="Only this company's owner or a Forge admin can edit this profile"
          action={
            <ButtonLink to={paths.company(supplier.id)} colorPalette="brand">Back to the profile</ButtonLink>
          }
        >
          {supplier.claimed
            ? 'This profile has been claimed by its company. If you work there, ask the person who claimed it, or contact us.'
            : 'This profile is not claimed yet. Companies claim their profile from the link we send them; contact us if you did not get one.'}
        </EmptyState>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={`Edit ${supplier.name}`}
      subtitle="Changes show in search as soon as you save."
      crumbs={crumbs}
    >
      <CompanyEditForm supplier={supplier} />
    </PageShell>
  );
}

export default function CompanyEditPage() {
  const { id = '' } = useRouteParams<{ id: string }>();
  const supplier = useSupplier(id);
  return <SupplierGate query={supplier}>{(s) => <EditView supplier={s} />}</SupplierGate>;
}
