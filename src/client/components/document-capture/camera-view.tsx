import { useEffect, useRef } from 'react';
import { Aperture, CameraOff, SwitchCamera } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import type { useCamera } from './use-camera';

type Camera = ReturnType<typeof useCamera>;

/** The live camera picture with Capture, switch front/back and Stop Camera. */
export function CameraView({
  camera,
  onCapture,
  onStop,
  canCapture,
}: {
  camera: Camera;
  onCapture: () => void;
  onStop: () => void;
  canCapture: boolean;
}) {
  const nextSide = camera.facingMode === 'environment' ? 'front' : 'back';
  const sectionRef = useRef<HTMLElement>(null);
  // The view opens below the buttons: bring it into sight, with the keyboard focus (the button that opened
  // it is disabled or gone meanwhile).
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    sectionRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={sectionRef}
      aria-label="Camera"
      tabIndex={-1}
      className="mx-auto w-full max-w-3xl overflow-hidden rounded-xl border bg-slate-950 focus:outline-none"
      data-testid="camera-view"
    >
      <div className="relative aspect-[4/3] w-full sm:aspect-video">
        <video
          ref={camera.videoRef}
          className="absolute inset-0 size-full object-contain"
          autoPlay
          playsInline
          muted
          aria-label="Live camera picture"
          data-testid="camera-video"
          data-facing-mode={camera.facingMode}
        />
        {/* A frame to line the document up with. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[8%] rounded-lg border-2 border-dashed border-white/60"
        />
        {camera.isStarting && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-slate-950/70 text-sm text-white">
            <Spinner label="Starting camera" iconClassName="size-5" /> Starting camera...
          </div>
        )}
        <p className="absolute inset-x-0 top-2 flex justify-center px-4">
          <span className="rounded-full bg-slate-950/60 px-3 py-1 text-center text-xs text-white">
            Fit the whole document inside the frame, flat and in good light
          </span>
        </p>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 bg-slate-900 p-3">
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={camera.switchCamera}
          aria-label={`Switch to ${nextSide} camera`}
        >
          <SwitchCamera aria-hidden="true" />
          <span className="hidden sm:inline">Switch to {nextSide}</span>
        </Button>
        <button
          type="button"
          onClick={onCapture}
          disabled={!camera.isOn || !canCapture}
          aria-label="Capture"
          title="Capture"
          className="flex size-14 items-center justify-center rounded-full border-4 border-white/80 bg-white text-slate-900 shadow-lg transition hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring/60 focus-visible:outline-none disabled:opacity-40 disabled:hover:scale-100"
        >
          <Aperture className="size-6" aria-hidden="true" />
        </button>
        <Button variant="secondary" size="sm" className="justify-self-end" onClick={onStop}>
          <CameraOff aria-hidden="true" /> Stop Camera
        </Button>
      </div>
    </section>
  );
}
