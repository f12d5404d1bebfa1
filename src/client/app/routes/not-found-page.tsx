import { Link } from 'react-router-dom';
import { FileQuestion } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex justify-center py-16">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
          <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">Page Not Found</h1>
          <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
          <Button asChild>
            <Link to="/dashboard">Go to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
