import type { ReactNode } from 'react';
import { AdminGate } from '@/ui/AdminGate';
import { t } from '../messages';

export function AdminsOnly({ children }: { children: ReactNode }) {
  return <AdminGate what={t('access.what')}>{children}</AdminGate>;
}
