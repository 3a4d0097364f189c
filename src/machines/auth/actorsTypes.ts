// Actor types of the auth machines, for views that receive an actor as a prop.
import type { ActorRefFrom } from "xstate";
import type { codeMachine } from "./code.machine";
import type { loginMachine } from "./login.machine";
import type { registrationMachine } from "./registration.machine";

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
export type CodeActor = ActorRefFrom<typeof codeMachine>;
