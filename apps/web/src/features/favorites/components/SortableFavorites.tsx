import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TFavorite } from '@engagex/contracts';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { useRef, useState } from 'react';
import { moduleTitle } from '@/lib/content-text';
import { IconButton } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { useReorderFavorites } from '../api/reorder-favorites';
import { t } from '../settings/messages';
import type { RenderFavoriteIcon } from './FavoritesBar';

/**
 * The favorites as a sortable list: drag the handle with a mouse or finger (touch waits 150 ms so the list can
 * still scroll), or use the keyboard on the handle. Move up / down buttons do the same in one press, for anyone
 * who cannot drag (WCAG 2.5.7). Every move is one optimistic reorder.
 */
export function SortableFavorites({
  favorites,
  renderIcon,
  onDraggingChange,
}: {
  favorites: TFavorite[];
  renderIcon: RenderFavoriteIcon;
  onDraggingChange?: (dragging: boolean) => void;
}) {
  const reorder = useReorderFavorites();
  // The order just dropped, shown until the cache holds it, so the item does not flick back for a frame.
  const [dropped, setDropped] = useState<string[] | null>(null);
  const serverIds = favorites.map((favorite) => favorite.moduleId);
  const ids = dropped && sameSet(dropped, serverIds) ? dropped : serverIds;
  const byId = new Map(favorites.map((favorite) => [favorite.moduleId, favorite]));
  const titleOf = (id: unknown) => {
    const favorite = byId.get(String(id));
    return favorite
      ? moduleTitle({ title: favorite.moduleTitle, titleHi: favorite.moduleTitleHi })
      : String(id);
  };
  /** The title and place of an item, for the announcements. */
  const at = (id: unknown, place: unknown = id) => ({
    title: titleOf(id),
    position: ids.indexOf(String(place)) + 1,
    total: ids.length,
  });
  const instructions: ScreenReaderInstructions = { draggable: t('howTo') };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (next: string[]) => {
    if (next.every((id, index) => id === ids[index])) return;
    setDropped(next);
    reorder.mutate(next, { onSettled: () => setDropped(null) });
  };

  // dnd-kit reports the lifted item over its own place at once; saying so would talk over "Picked up".
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('picked', at(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (over?.id !== active.id) moved.current = true;
      else if (!moved.current) return undefined;
      return over ? t('over', at(active.id, over.id)) : t('outside', at(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? t('droppedAt', at(active.id, over.id)) : t('dropped', at(active.id)),
    onDragCancel: ({ active }) => t('cancelled', at(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange?.(false);
    if (!over || active.id === over.id) return;
    move(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={() => onDraggingChange?.(true)}
      onDragCancel={() => onDraggingChange?.(false)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('list')} className="flex flex-col gap-2">
          {ids.map((id, index) => {
            const favorite = byId.get(id);
            if (!favorite) return null;
            return (
              <SortableRow
                key={id}
                favorite={favorite}
                icon={renderIcon(favorite)}
                first={index === 0}
                last={index === ids.length - 1}
                onMove={(delta) => move(arrayMove(ids, index, index + delta))}
              />
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  favorite,
  icon,
  first,
  last,
  onMove,
}: {
  favorite: TFavorite;
  icon: React.ReactNode;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: favorite.moduleId });
  const title = moduleTitle({ title: favorite.moduleTitle, titleHi: favorite.moduleTitleHi });
  return (
    <li
      ref={setNodeRef}
      data-favorite={favorite.moduleId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'flex items-center gap-2 rounded-xl border border-line bg-surface py-1.5 pr-1.5 pl-1',
        isDragging && 'relative z-10 border-primary shadow-lg ring-2 ring-primary/30',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('reorder', { title })}
        className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      {icon}
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{title}</span>
      <IconButton
        label={t('up', { title })}
        disabled={first}
        onClick={() => onMove(-1)}
        className="size-9 disabled:opacity-40"
      >
        <ChevronUp aria-hidden className="size-4" />
      </IconButton>
      <IconButton
        label={t('down', { title })}
        disabled={last}
        onClick={() => onMove(1)}
        className="size-9 disabled:opacity-40"
      >
        <ChevronDown aria-hidden className="size-4" />
      </IconButton>
    </li>
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
