// The logged-in screens ask the session actor (a child of the root actor) to log out; it
// calls the server, says 'Logout successful' and goes to the landing page.
import { systemActor } from "../../machines/system";
import { useAppActor } from "../AppContext";

export function useLogout(): () => void {
  const app = useAppActor();
  return () => {
    const session = systemActor(app.system, "session");
    session?.send({ type: "logout" });
  };
}
