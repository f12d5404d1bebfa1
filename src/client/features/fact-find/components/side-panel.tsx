import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  AlertCircle,
  CheckCircle2,
  FileDown,
  FileSearch,
  Mic,
  PenLine,
  Plus,
  Save,
  Square,
  Upload,
} from 'lucide-react';
import { formatDateTime } from '@/shared/format/date';
import type { FactFindSummary } from '@/shared/schemas/fact-find';
import { progressColourClass } from '@/client/lib/progress-colour';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/client/components/ui/tooltip';
import { toast } from '@/client/components/ui/use-toast';
import { useGeneratePdf } from '../api/fact-find';
import { useGoalAudioMutations } from '../api/goal-audio';
import { failed } from './record-list';

/** One thing the record does not know yet: its key, the section it belongs to and its name. */
export type MissingItem = { key: string; section: string; label: string };

/**
 * What the record does not know, by section, each with an Add button that goes where it is given; a form's
 * default (property ownership nobody chose) is listed here, never shown as a value.
 */
export function MissingInformationCard({
  missing,
  onAdd,
}: {
  missing: MissingItem[];
  onAdd: (item: MissingItem) => void;
}) {
  const sections = [...new Set(missing.map((item) => item.section))];
  return (
    <Card data-testid="missing-information">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <AlertCircle className="size-4 text-primary" aria-hidden="true" /> Missing Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        {missing.length === 0 ? (
          <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" /> All required information complete!
          </p>
        ) : (
          <div className="space-y-3 lg:max-h-[28rem] lg:overflow-y-auto lg:pr-1">
            {sections.map((section) => (
              <div key={section || 'all'} className="space-y-1.5">
                {section && (
                  <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {section}
                  </h3>
                )}
                <ul className="space-y-1.5">
                  {missing
                    .filter((item) => item.section === section)
                    .map((item) => (
                      <li
                        key={item.key}
                        className="flex items-center justify-between gap-2 text-sm"
                        data-testid="missing-item"
                        data-key={item.key}
                      >
                        <span className="min-w-0 break-words">
                          {/* Under its own heading ("Goals and objectives"), a list says it has none. */}
                          {item.label === item.section ? 'None recorded yet' : item.label}
                        </span>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          className="shrink-0"
                          aria-label={`Add ${item.label}`}
                          onClick={() => onAdd(item)}
                        >
                          <Plus className="size-3.5" aria-hidden="true" /> Add
                        </Button>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A recorder format the browser supports, preferring Opus in WebM. */
function recorderMimeType(): string | undefined {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
  return candidates.find(
    (type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type),
  );
}

/** Records a voice note in the browser (MediaRecorder) and keeps it with the client's goals. */
function RecordGoalsAudio({ clientId }: { clientId: string }) {
  const { save } = useGoalAudioMutations(clientId);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => setSeconds(Math.round((Date.now() - startedAt.current) / 1000)), 500);
    return () => clearInterval(timer);
  }, [recording]);

  // Leaving the page stops the microphone.
  useEffect(
    () => () => {
      const active = recorder.current;
      if (active && active.state !== 'inactive') {
        active.onstop = null;
        active.stop();
        active.stream.getTracks().forEach((track) => track.stop());
      }
    },
    [],
  );

  const start = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = recorderMimeType();
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        stream.getTracks().forEach((track) => track.stop());
        const durationSeconds = Math.max(1, Math.round((Date.now() - startedAt.current) / 1000));
        const audio = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
        save.mutate(
          { audio, durationSeconds },
          {
            onSuccess: () =>
              toast({
                title: 'Goals audio saved',
                description: `A ${clock(durationSeconds)} voice note is kept with the goals.`,
              }),
            onError: failed,
          },
        );
      };
      recorder.current = media;
      startedAt.current = Date.now();
      setSeconds(0);
      media.start(1000);
      setRecording(true);
    } catch (error) {
      console.error('Could not start recording:', error);
      toast({
        variant: 'destructive',
        title: 'Microphone Error',
        description: 'Unable to access the microphone. Please check permissions and try again.',
      });
    }
  };

  const stop = () => {
    recorder.current?.stop();
    recorder.current = null;
    setRecording(false);
  };

  if (recording)
    return (
      <Button type="button" variant="destructive" className="w-full justify-start" onClick={stop}>
        <Square className="size-4 fill-current" aria-hidden="true" /> Stop Recording ({clock(seconds)})
      </Button>
    );
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full justify-start"
      onClick={() => void start()}
      disabled={save.isPending}
    >
      <Mic className="size-4" aria-hidden="true" /> {save.isPending ? 'Saving...' : 'Record Goals Audio'}
    </Button>
  );
}

export function QuickActionsCard({
  clientId,
  saving,
  onSave,
}: {
  /** null until the client exists (/fact-find/new). */
  clientId: string | null;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {clientId ? (
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to={`/upload/${clientId}`}>
              <Upload className="size-4" aria-hidden="true" /> Upload More Documents
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to="/document-first">
              <Upload className="size-4" aria-hidden="true" /> Upload More Documents
            </Link>
          </Button>
        )}
        {clientId && (
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to={`/extracted-data?clientId=${clientId}`}>
              <FileSearch className="size-4" aria-hidden="true" /> Review Extracted Data
            </Link>
          </Button>
        )}
        {clientId ? (
          <RecordGoalsAudio clientId={clientId} />
        ) : (
          <Button
            type="button"
            variant="outline"
            className="w-full justify-start"
            disabled
            title="Save the client first"
          >
            <Mic className="size-4" aria-hidden="true" /> Record Goals Audio
          </Button>
        )}
        <Button
          type="button"
          className="w-full justify-start aria-disabled:opacity-50"
          onClick={() => !saving && onSave()}
          aria-disabled={saving}
        >
          <Save className="size-4" aria-hidden="true" /> {saving ? 'Saving...' : 'Save Progress'}
        </Button>
      </CardContent>
    </Card>
  );
}

function GeneratePdfButton({ clientId }: { clientId: string }) {
  const generate = useGeneratePdf(clientId);
  return (
    <Button
      type="button"
      className="w-full aria-disabled:opacity-50"
      // Busy, not disabled: a disabled button drops the keyboard focus to the page's start.
      aria-disabled={generate.isPending}
      onClick={() =>
        !generate.isPending &&
        generate.mutate(undefined, {
          onSuccess: () =>
            toast({ title: 'Success!', description: 'Fact Find PDF generated and downloaded' }),
          onError: (error) => {
            console.error('PDF generation failed:', error);
            toast({
              variant: 'destructive',
              title: 'Error',
              description: 'Failed to generate PDF. Please try again.',
            });
          },
        })
      }
    >
      <FileDown className="size-4" aria-hidden="true" />{' '}
      {generate.isPending ? 'Generating...' : 'Generate Fact Find PDF'}
    </Button>
  );
}

/** As the dashboard says it: Ready to Sign once the Fact Find and the questionnaire's sections are complete. */
function ClientStatusWords({ ready }: { ready: boolean }) {
  return ready ? (
    <span className="font-semibold text-success">Ready to Sign</span>
  ) : (
    <span
      className="font-semibold"
      title="The Fact Find or a questionnaire section of the scope is not complete"
    >
      Needs Info
    </span>
  );
}

export function GenerateDocumentsCard({
  clientId,
  percent,
  missingCount,
  unsaved,
  summary,
  readyToSign,
}: {
  clientId: string | null;
  /**
   * The record's word (as saved): complete, and every questionnaire section of the scope complete; the
   * dashboard's Ready to Sign. Undefined before the client exists.
   */
  readyToSign?: boolean;
  percent: number;
  missingCount: number;
  /** Changes on the page not yet saved: the PDF is made from what is saved. */
  unsaved: boolean;
  summary?: FactFindSummary;
}) {
  const lastGeneration = summary?.generations.at(-1);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Generate Documents</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1.5">
          <div className="flex justify-between text-sm">
            <span>Completion</span>
            <span className="font-semibold tabular-nums">{percent}%</span>
          </div>
          <Progress
            value={percent}
            indicatorClassName={progressColourClass(percent)}
            aria-label={`Fact Find ${percent}% complete`}
          />
          <p className="text-xs text-muted-foreground">
            {missingCount === 0
              ? 'Nothing missing'
              : `${missingCount} ${missingCount === 1 ? 'item' : 'items'} missing`}
          </p>
          {readyToSign !== undefined && (
            <p className="flex items-center gap-1.5 text-sm" data-testid="ready-to-sign">
              <span className="text-muted-foreground">Status</span>
              <ClientStatusWords ready={readyToSign} />
            </p>
          )}
        </div>
        {clientId ? (
          <GeneratePdfButton clientId={clientId} />
        ) : (
          <Button type="button" className="w-full" disabled title="Save the client first">
            <FileDown className="size-4" aria-hidden="true" /> Generate Fact Find PDF
          </Button>
        )}
        {unsaved && clientId && (
          <p className="text-xs text-muted-foreground">
            The PDF uses what is saved: save your changes first.
          </p>
        )}
        {(summary?.lastReviewedAt || lastGeneration) && (
          <dl className="space-y-1 text-xs text-muted-foreground" data-testid="fact-find-history">
            {summary?.lastReviewedAt && (
              <div className="flex justify-between gap-2">
                <dt className="shrink-0">Last saved</dt>
                <dd className="text-right">{formatDateTime(summary.lastReviewedAt)}</dd>
              </div>
            )}
            {lastGeneration && (
              <div className="flex justify-between gap-2">
                <dt className="shrink-0">Last PDF</dt>
                <dd className="text-right" title={`SHA-256 ${lastGeneration.contentHash}`}>
                  {formatDateTime(lastGeneration.generatedAt)} · ref.{' '}
                  {lastGeneration.contentHash.slice(0, 12).toUpperCase()}
                </dd>
              </div>
            )}
          </dl>
        )}
        <Tooltip>
          <TooltipTrigger asChild>
            {/* A disabled button gets no pointer events; the wrapper shows why it is disabled. */}
            <span tabIndex={0} className="block rounded-md" data-testid="e-signature">
              <Button type="button" variant="outline" className="pointer-events-none w-full" disabled>
                <PenLine className="size-4" aria-hidden="true" /> Send for e-Signature
              </Button>
            </span>
          </TooltipTrigger>
          <TooltipContent>
            Electronic signing is not available yet. Print the PDF for signature.
          </TooltipContent>
        </Tooltip>
      </CardContent>
    </Card>
  );
}
