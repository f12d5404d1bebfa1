import type { ReactNode } from 'react';
import { Camera, CloudUpload, CreditCard, FolderOpen, Landmark, PiggyBank, Receipt } from 'lucide-react';
import { limits, type DocumentType } from '@/shared/options';
import { formatFileSize } from '@/shared/format/file-size';
import { uploadScreenAccept } from '@/client/lib/file-rules';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { DropZone } from '@/client/components/document-capture/drop-zone';

const cameraButtons: { type: DocumentType; label: string; icon: typeof CreditCard }[] = [
  { type: 'license', label: "Driver's License", icon: CreditCard },
  { type: 'super', label: 'Super Statement', icon: PiggyBank },
  { type: 'bank', label: 'Bank Statement', icon: Landmark },
  { type: 'payslip', label: 'Payslip', icon: Receipt },
];

/** The upload screen's "Add documents": the drop zone, the four camera buttons, and what is on its way. */
export function AddDocumentsCard({
  onFiles,
  onCamera,
  children,
}: {
  onFiles: (files: File[]) => void;
  onCamera: (type: DocumentType) => void;
  /** Notices and the files on their way, under the drop zone. */
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add documents</CardTitle>
        <CardDescription>
          PDF, JPEG, PNG or HEIC, up to {formatFileSize(limits.maxFileBytes)} each and{' '}
          {limits.maxFilesPerRequest} at a time. Licences, passports, payslips, bank, super and tax documents
          are all recognised.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-3">
          <DropZone
            accept={uploadScreenAccept}
            onFiles={onFiles}
            label="Drop files here or click to browse"
            inputTestId="upload-file-input"
            className="h-full min-h-48"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-sm">
              <CloudUpload className="size-6" aria-hidden="true" />
            </span>
            <div className="space-y-1">
              <p className="font-medium">Drag and drop files here</p>
              <p className="text-sm text-muted-foreground">or click to browse your computer</p>
            </div>
            <span className="inline-flex items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm font-medium shadow-xs">
              <FolderOpen className="size-4" aria-hidden="true" /> Browse Files
            </span>
          </DropZone>
        </div>
        <div className="space-y-3 lg:col-span-2">
          <div>
            <h3 className="font-medium">Or photograph a document</h3>
            <p className="text-sm text-muted-foreground">
              Opens the camera with the document type already set.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2">
            {cameraButtons.map(({ type, label, icon: Icon }) => (
              <Button
                key={type}
                variant="outline"
                className="h-auto flex-col gap-1.5 py-3 whitespace-normal"
                onClick={() => onCamera(type)}
              >
                <span className="relative">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <Camera
                    className="absolute -right-2 -bottom-1.5 size-3 rounded-full bg-card"
                    aria-hidden="true"
                  />
                </span>
                <span className="text-center text-xs sm:text-sm">{label}</span>
              </Button>
            ))}
          </div>
        </div>
        <div className="space-y-3 lg:col-span-5 empty:hidden">{children}</div>
      </CardContent>
    </Card>
  );
}
