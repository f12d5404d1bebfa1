import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { timestampedPhotoName } from '@/client/lib/captured-document';

export type FacingMode = 'environment' | 'user';

/** Camera switch restart delay (specification section 9). */
export const cameraRestartDelayMs = 100;
const jpegQuality = 0.9;

function cameraError() {
  toast({
    variant: 'destructive',
    title: 'Camera Error',
    description: 'Unable to access camera. Please check permissions or use file upload instead.',
  });
}

/**
 * The device camera: off or on. Starting asks for the preferred facing mode at an ideal 1920 × 1080;
 * stopping releases every track; switching restarts it after 100 ms when it is on. A failure shows
 * 'Camera Error' and turns the camera off (the view closes).
 */
export function useCamera({ onClosed }: { onClosed?: () => void } = {}) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requestId = useRef(0);
  const [isOn, setIsOn] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const [facingMode, setFacingMode] = useState<FacingMode>('environment');
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const releaseStream = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(
    async (mode: FacingMode) => {
      const request = ++requestId.current;
      releaseStream();
      setIsStarting(true);
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('Camera access is not available');
        const stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: mode }, width: { ideal: 1920 }, height: { ideal: 1080 } },
          audio: false,
        });
        if (request !== requestId.current) {
          // Stopped or restarted while the browser was asking: this stream is not wanted.
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        setIsOn(true);
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
      } catch (error) {
        if (request !== requestId.current) return;
        console.error('Camera failed to start', error);
        releaseStream();
        setIsOn(false);
        cameraError();
        onClosedRef.current?.();
      } finally {
        if (request === requestId.current) setIsStarting(false);
      }
    },
    [releaseStream],
  );

  const stop = useCallback(() => {
    requestId.current += 1;
    if (restartTimer.current) clearTimeout(restartTimer.current);
    releaseStream();
    setIsOn(false);
    setIsStarting(false);
  }, [releaseStream]);

  const switchCamera = useCallback(() => {
    const next: FacingMode = facingMode === 'environment' ? 'user' : 'environment';
    setFacingMode(next);
    if (!streamRef.current) return;
    releaseStream();
    if (restartTimer.current) clearTimeout(restartTimer.current);
    restartTimer.current = setTimeout(() => void start(next), cameraRestartDelayMs);
  }, [facingMode, releaseStream, start]);

  /** The current frame as a JPEG (0.9 quality) named with the moment it was taken. */
  const capture = useCallback(async (): Promise<File | null> => {
    const video = videoRef.current;
    if (!video || !streamRef.current || video.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', jpegQuality),
    );
    if (!blob) return null;
    return new File([blob], timestampedPhotoName(), { type: 'image/jpeg', lastModified: Date.now() });
  }, []);

  // Never leave the camera light on after the view goes away.
  useEffect(
    () => () => {
      requestId.current += 1;
      if (restartTimer.current) clearTimeout(restartTimer.current);
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
    },
    [],
  );

  return { videoRef, isOn, isStarting, facingMode, start, stop, switchCamera, capture };
}
