import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.bson.Document;
import org.h2.mvstore.MVStore;

/**
 * Runs mongo-java-server on a port so mongoose talks the real wire protocol locally.
 * Usage: MongoServerMain <port> <data-file | :memory:>. The H2 backend keeps data across restarts.
 *
 * mongo-java-server 1.47 adds an index to a collection's index list while holding only the database's lock, but
 * writes hold only the collection's lock: an index created while another client writes to the same collection
 * can throw ConcurrentModificationException mid-insert and leave a stored document without its _id index entry,
 * after which every update of it fails ("Expected one element but got zero"). The databases below build and
 * drop indexes while holding the collection's lock too, so index changes and writes to one collection take turns.
 */
public class MongoServerMain {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    String dataFile = args.length > 1 ? args[1] : ":memory:";
    MongoServer server = dataFile.equals(":memory:")
        ? new MongoServer(new GuardedMemoryBackend())
        : new MongoServer(new GuardedH2Backend(dataFile));
    server.bind("127.0.0.1", port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println("mongo-java-server listening on 127.0.0.1:" + port + " (index changes take the collection's lock)");
    Thread.currentThread().join();
  }

  /** Collection name of an index description's namespace ("db.coll.name" → "coll.name"). */
  static String collectionOf(String databaseName, Document indexDescription) {
    return indexDescription.get("ns").toString().substring(databaseName.length() + 1);
  }

  static final class GuardedH2Backend extends H2Backend {
    GuardedH2Backend(String dataFile) { super(dataFile); }

    // Also called from H2Backend's constructor for the databases already in the file: uses no field of this class.
    @Override
    protected MongoDatabase openOrCreateDatabase(String databaseName) {
      return new GuardedH2Database(databaseName, getMvStore(), getCursorRegistry());
    }
  }

  static final class GuardedH2Database extends H2Database {
    GuardedH2Database(String databaseName, MVStore mvStore, CursorRegistry cursorRegistry) { super(databaseName, mvStore, cursorRegistry); }

    // Lock order is always database, then collection; no collection method takes the database's lock.
    @Override
    protected synchronized void addIndex(Document indexDescription) {
      MongoCollection<Object> collection = resolveOrCreateCollection(collectionOf(databaseName, indexDescription));
      synchronized (collection) { super.addIndex(indexDescription); }
    }

    @Override
    protected void dropIndex(MongoCollection<Object> collection, String indexName) {
      synchronized (collection) { super.dropIndex(collection, indexName); }
    }
  }

  static final class GuardedMemoryBackend extends MemoryBackend {
    @Override
    public MemoryDatabase openOrCreateDatabase(String databaseName) {
      return new GuardedMemoryDatabase(databaseName, getCursorRegistry());
    }
  }

  static final class GuardedMemoryDatabase extends MemoryDatabase {
    GuardedMemoryDatabase(String databaseName, CursorRegistry cursorRegistry) { super(databaseName, cursorRegistry); }

    @Override
    protected synchronized void addIndex(Document indexDescription) {
      MongoCollection<Integer> collection = resolveOrCreateCollection(collectionOf(databaseName, indexDescription));
      synchronized (collection) { super.addIndex(indexDescription); }
    }

    @Override
    protected void dropIndex(MongoCollection<Integer> collection, String indexName) {
      synchronized (collection) { super.dropIndex(collection, indexName); }
    }
  }
}
