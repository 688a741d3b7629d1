import { LoadingView } from "@/components/ui/LoadingView";

export default function Loading() {
  return <LoadingView />;
}
