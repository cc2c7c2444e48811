import type { ReactNode } from 'react';
import { AdminGate } from '@/ui/AdminGate';

export function AdminsOnly({ children }: { children: ReactNode }) {
  return <AdminGate what="The admin console">{children}</AdminGate>;
}
