import type { TEvent, TQuestion, TRealm } from '@engagex/contracts';
import { MessageCircleQuestion, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState, LoadError } from '@/ui/states';
import { useDeleteQuestion } from '../../api/delete-question';
import { useQuestions } from '../../api/list-questions';
import { useTicketTypes } from '../../api/list-ticket-types';
import { t } from '../../messages';
import { DeleteControl, KIND_LABELS, typeNames } from './shared';

const QuestionDialog = lazy(() => import('./QuestionDialog'));

/**
 * The questions put to each attendee when booking (decision 078): what is asked, how it is answered, whether an
 * answer is required, and of whom (every attendee, or those holding some types). Added and edited in a dialog;
 * deleting one is asked first, and answers already given stay on their tickets.
 */
export function QuestionsPanel({ realm, event }: { realm: TRealm; event: TEvent }) {
  const questions = useQuestions(realm, event.id);
  const types = useTicketTypes(realm, event.id);
  const remove = useDeleteQuestion(realm, event.id);
  const [asking, setAsking] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ question: TQuestion | null } | null>(null);
  const [open, setOpen] = useState(false);
  const edit = (question: TQuestion | null) => {
    setEditing({ question });
    setOpen(true);
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="questions-heading" className="text-lg font-semibold">
              {t('ticketing.questions.heading')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('ticketing.questions.text')}</p>
          </div>
          <Button
            variant="secondary"
            className="self-start"
            icon={<Plus aria-hidden className="size-4" />}
            // The types must be known to offer "which types"; they load with the panel above.
            disabled={!types.data}
            onClick={() => edit(null)}
          >
            {t('ticketing.questions.add')}
          </Button>
        </div>
        {questions.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span role="status" className="sr-only">
              {t('ticketing.questions.loading')}
            </span>
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : questions.isError ? (
          <LoadError
            inline
            title={t('ticketing.questions.failed')}
            error={questions.error}
            onRetry={() => void questions.refetch()}
          />
        ) : questions.data.length === 0 ? (
          <EmptyState
            icon={<MessageCircleQuestion className="size-6" />}
            title={t('ticketing.questions.none')}
            text={t('ticketing.questions.noneText')}
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-2xl border border-line"
            aria-label={t('ticketing.questions.label')}
          >
            {questions.data.map((question) => {
              const failed = remove.isError && remove.variables === question.id ? remove.error.message : null;
              const askedOf =
                question.ticketTypeIds === null
                  ? t('ticketing.questions.everyone')
                  : t('ticketing.questions.holders', {
                      types: typeNames(types.data ?? [], question.ticketTypeIds) || '…',
                    });
              return (
                <li key={question.id} className="p-4 @container">
                  <div className="flex flex-col gap-3 @xl:flex-row @xl:items-start @xl:justify-between">
                    <div className="flex min-w-0 flex-col gap-1">
                      <h3 className="font-medium break-words text-ink">{question.label}</h3>
                      {question.labelHi && (
                        <p lang="hi" className="text-sm text-ink-muted">
                          {question.labelHi}
                        </p>
                      )}
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge tone="blue">{KIND_LABELS[question.kind]()}</Badge>
                        <Badge tone={question.required ? 'red' : 'gray'}>
                          {question.required
                            ? t('ticketing.questions.required')
                            : t('ticketing.questions.optional')}
                        </Badge>
                      </div>
                      {question.kind === 'choice' && (
                        <p className="text-sm break-words text-ink-muted">
                          {t('ticketing.questions.options', { options: question.options.join(' · ') })}
                        </p>
                      )}
                      <p className="text-sm text-ink-muted">{askedOf}</p>
                    </div>
                    <div className="flex shrink-0 flex-wrap items-start gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('ticketing.editLabel', { name: question.label })}
                        disabled={!types.data}
                        onClick={() => edit(question)}
                      >
                        {t('ticketing.edit')}
                      </Button>
                      <DeleteControl
                        name={question.label}
                        asking={asking === question.id}
                        busy={remove.isPending && remove.variables === question.id}
                        error={failed}
                        onAsk={() => {
                          remove.reset();
                          setAsking(question.id);
                        }}
                        onKeep={() => setAsking(null)}
                        onConfirm={() => remove.mutate(question.id, { onSettled: () => setAsking(null) })}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {editing && types.data && (
        <Suspense fallback={null}>
          <QuestionDialog
            realm={realm}
            eventId={event.id}
            types={types.data}
            question={editing.question}
            nextOrder={(questions.data?.length ?? 0) * 10}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </Card>
  );
}
