function s(t,e){return t instanceof Error&&t.message.trim()?t.message:typeof t=="string"&&t.trim()?t:e}export{s as e};
