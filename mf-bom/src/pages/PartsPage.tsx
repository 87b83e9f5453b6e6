import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '@forge/shell-sdk';
import { BomPartsList, PartMasterList } from '../features/parts';

/** /parts: the part master; `?view=boms` lists the parts seen in the BOM uploads. */
export default function PartsPage() {
  const [params] = useSearchParams();
  return <PageContainer>{params.get('view') === 'boms' ? <BomPartsList /> : <PartMasterList />}</PageContainer>;
}
