import { useEffect, useRef, useState } from 'react';
import { useCamera } from './use-camera';

/**
 * The capture's camera: open or closed, started each time its view opens, and on closing the focus back on the
 * button that opened it. In camera-only mode, closing with nothing captured tells the screen (onClosedEmpty).
 */
export function useCaptureCamera({
  cameraOnly,
  hasDocuments,
  onClosedEmpty,
}: {
  cameraOnly: boolean;
  hasDocuments: boolean;
  onClosedEmpty?: () => void;
}) {
  const [open, setOpen] = useState(cameraOnly);
  const hasDocumentsRef = useRef(hasDocuments);
  useEffect(() => {
    hasDocumentsRef.current = hasDocuments;
  }, [hasDocuments]);
  const openerRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    if (cameraOnly && !hasDocumentsRef.current) onClosedEmpty?.();
    // Enabled again once the view closes: focus it on the next frame.
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  const camera = useCamera({ onClosed: close });
  const { start } = camera;
  useEffect(() => {
    if (open) void start(camera.facingMode);
    // Start once each time the view opens; switching restarts through the hook itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, start]);
  return { camera, open, setOpen, close, openerRef };
}
