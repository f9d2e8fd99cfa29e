import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/**
 * Runs mongo-java-server on a port so mongoose talks the real wire protocol locally.
 * Usage: MongoServerMain <port> <data-file | :memory:>. The H2 backend keeps data across restarts.
 */
public class MongoServerMain {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    String dataFile = args.length > 1 ? args[1] : ":memory:";
    MongoServer server = dataFile.equals(":memory:")
        ? new MongoServer(new MemoryBackend())
        : new MongoServer(new H2Backend(dataFile));
    server.bind("127.0.0.1", port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println("mongo-java-server listening on 127.0.0.1:" + port);
    Thread.currentThread().join();
  }
}
