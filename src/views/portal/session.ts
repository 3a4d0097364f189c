// The logged-in screens ask the session actor (a child of the root actor) to log out, then
// go to the landing page.
import { useNavigate } from "@tanstack/react-router";
import { useAppActor } from "../AppContext";

export function useLogout(): () => void {
  const app = useAppActor();
  const navigate = useNavigate();
  return () => {
    const session = app.system.get("session") as { send(event: { type: "logout" }): void } | undefined;
    session?.send({ type: "logout" });
    void navigate({ to: "/" });
  };
}
